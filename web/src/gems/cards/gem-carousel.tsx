import type { ListedGem } from '@gems/contracts';
import { useState, type KeyboardEvent } from 'react';
import { carouselImages, placeholderLabel, wrapIndex } from './card-rules';
import { rewriteImageUrl } from './image-url';
import { PlainButton } from '../../components/plain-button';
import { PlainIcon } from '../../components/plain-icon';
import { failedBeforeAdoption } from '../../components/failed-before-adoption';

const CAROUSEL_HEIGHT = 200;
/**
 * A card's width in the card grid (one column on phones, two from 576 px, three from 992 px in
 * content at most 1200 px wide): the browser picks the kept image's 600 or 1200 px size from it.
 */
const CARD_IMAGE_SIZES = '(min-width: 992px) 390px, (min-width: 576px) 50vw, 100vw';

/** A broken or missing picture: the domain as text, so the card still says where it leads. */
function Placeholder({ label }: { label: string }) {
  return (
    <div className="gem-carousel-placeholder" data-testid="image-placeholder">
      <span className="gem-card-secondary gem-carousel-placeholder-text">
        <strong>{label}</strong>
      </span>
    </div>
  );
}

/**
 * Spec 01 "Gem card" images: main image first then the extra ones, arrows and dots when there is
 * more than one, wrapping around; a click opens the gem's page elsewhere, for signed-in users only.
 * Styled by gem-card.css.
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
        className="gem-carousel-image"
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
        ref={failedBeforeAdoption(() => setBroken((set) => new Set(set).add(current)))}
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
    // Arrow keys move between pictures while focus is on any of the carousel's controls.
    <div className="gem-carousel" onKeyDown={onKeyDown}>
      {external ? (
        <a
          className="gem-carousel-link"
          href={gem.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${gem.title} on ${label} (new tab)`}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      {count > 1 ? (
        <>
          <PlainButton
            look="circle"
            size="small"
            className="gem-carousel-arrow gem-carousel-prev"
            icon={<PlainIcon name="left" />}
            aria-label="Previous image"
            onClick={() => move(-1)}
          />
          <PlainButton
            look="circle"
            size="small"
            className="gem-carousel-arrow gem-carousel-next"
            icon={<PlainIcon name="right" />}
            aria-label="Next image"
            onClick={() => move(1)}
          />
          <div className="gem-carousel-dots" role="group" aria-label="Images">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                className="gem-carousel-dot"
                aria-label={`Image ${i + 1} of ${count}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <span />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
