import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ListedGem } from '@gems/contracts';
import { Button, Flex } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { carouselImages, placeholderLabel, wrapIndex } from './card-rules';
import { rewriteImageUrl } from './image-url';
import { Text } from '../../components/typography';

const CAROUSEL_HEIGHT = 200;
/**
 * A card's width in the card grid (one column on phones, two from 576 px, three from 992 px in
 * content at most 1200 px wide): the browser picks the kept image's 600 or 1200 px size from it.
 */
const CARD_IMAGE_SIZES = '(min-width: 992px) 390px, (min-width: 576px) 50vw, 100vw';

const frame = {
  position: 'relative',
  height: CAROUSEL_HEIGHT,
  overflow: 'hidden',
  background: 'rgba(127,127,127,0.12)',
} as const;

const arrow = (side: 'left' | 'right') =>
  ({ position: 'absolute', top: '50%', transform: 'translateY(-50%)', [side]: 8, opacity: 0.9 }) as const;

/** A broken or missing picture: the domain as text, so the card still says where it leads. */
function Placeholder({ label }: { label: string }) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ height: '100%', padding: 16 }}
      data-testid="image-placeholder"
    >
      <Text type="secondary" strong style={{ fontSize: 18, wordBreak: 'break-all' }}>
        {label}
      </Text>
    </Flex>
  );
}

/**
 * Spec 01 "Gem card" images: main image first then the extra ones, arrows and dots when there is
 * more than one, wrapping around; a click opens the gem's page elsewhere, for signed-in users only.
 */
export function GemCarousel({
  gem,
  signedIn,
  priority = false,
}: {
  gem: ListedGem;
  signedIn: boolean;
  /** Load the picture at once and first (the page's likely largest paint), not when scrolled to. */
  priority?: boolean;
}) {
  const images = carouselImages(gem).map(rewriteImageUrl);
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const label = placeholderLabel(gem);
  const move = (step: number) => setIndex((i) => wrapIndex(i, step, count));

  const picture =
    current && !broken.has(current) ? (
      <img
        src={current}
        // The kept copy's sizes belong to the main image only, not to the extra images.
        {...(gem.imageSrcset && current === gem.imageUrl
          ? { srcSet: gem.imageSrcset, sizes: CARD_IMAGE_SIZES }
          : {})}
        alt={count > 1 ? `${gem.title} (image ${index + 1} of ${count})` : gem.title}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // The frame's size (the card is at most ~400 px wide): the box is known before the bytes.
        width={400}
        height={CAROUSEL_HEIGHT}
        referrerPolicy="no-referrer"
        onError={() => setBroken((set) => new Set(set).add(current))}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    ) : (
      <Placeholder label={label} />
    );

  // Custom lists have no address of their own; visitors cannot open the source from a card.
  const external = signedIn && /^https?:\/\//i.test(gem.url);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
  };

  return (
    <div style={frame} onKeyDown={onKeyDown}>
      {external ? (
        <a
          href={gem.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${gem.title} on ${label} (new tab)`}
          style={{ display: 'block', height: '100%' }}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      {count > 1 ? (
        <>
          <Button
            shape="circle"
            size="small"
            icon={<LeftOutlined />}
            aria-label="Previous image"
            style={arrow('left')}
            onClick={() => move(-1)}
          />
          <Button
            shape="circle"
            size="small"
            icon={<RightOutlined />}
            aria-label="Next image"
            style={arrow('right')}
            onClick={() => move(1)}
          />
          <Flex
            justify="center"
            role="group"
            aria-label="Images"
            style={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
          >
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                aria-label={`Image ${i + 1} of ${count}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                // A 24 px target (WCAG 2.2 target size) around the 8 px dot that is drawn.
                style={{
                  width: 24,
                  height: 24,
                  padding: 0,
                  border: 'none',
                  background: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <span
                  style={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    background: i === index ? '#fff' : 'rgba(255,255,255,0.5)',
                    boxShadow: '0 0 2px rgba(0,0,0,0.6)',
                  }}
                />
              </button>
            ))}
          </Flex>
        </>
      ) : null}
    </div>
  );
}
