import { ArrowLeftOutlined, ArrowRightOutlined, HolderOutlined } from '@ant-design/icons';
import type { ListedGem } from '@gems/contracts';
import { useRef, useState } from 'react';
import { CardGrid } from '../components/card-grid';
import { Hint } from '../components/lazy-overlays';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { Text } from '../components/typography';
import { GemCard } from '../gems/cards/gem-card';
import { moveById, moveItem } from './reorder';

interface ReorderableGemGridProps {
  gems: ListedGem[];
  onReorder: (next: ListedGem[]) => void;
}

/**
 * The owner's own gems (spec 02 §2): drag a card by its handle onto another card's place, or use
 * the Move earlier / Move later buttons (the keyboard way). The new position is announced. Plain
 * elements, the tooltip mounted at the first hover: an owner's profile drew two antd Buttons and a
 * Tooltip per card as it loaded on a phone (issue 31).
 */
export function ReorderableGemGrid({ gems, onReorder }: ReorderableGemGridProps) {
  const [dragged, setDraggedState] = useState<number | null>(null);
  // Read by the drop handlers, which may run before React has re-rendered after dragstart.
  const draggedRef = useRef<number | null>(null);
  const setDragged = (id: number | null) => {
    draggedRef.current = id;
    setDraggedState(id);
  };
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (index: number, to: number) => {
    const next = moveItem(gems, index, to);
    if (next.every((g, i) => g.id === gems[i]?.id)) return;
    onReorder(next);
    setAnnouncement(
      `${titleOf(gems[index])} moved to position ${Math.max(1, Math.min(gems.length, to + 1))} of ${gems.length}`,
    );
  };

  return (
    <>
      <Text type="secondary">
        Drag a gem by its handle, or use the arrows, to change the order of your gems.
      </Text>
      <div
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announcement}
      </div>
      <CardGrid
        items={gems}
        keyOf={(gem) => gem.id}
        label="Your gems"
        empty={null}
        itemProps={(gem, index) => ({
          'data-testid': `profile-gem-${gem.id}`,
          onDragOver: (event) => {
            if (draggedRef.current === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(gem.id);
          },
          onDragLeave: () => setOver((id) => (id === gem.id ? null : id)),
          onDrop: (event) => {
            event.preventDefault();
            const from = draggedRef.current;
            if (from !== null && from !== gem.id) {
              onReorder(moveById(gems, from, gem.id));
              setAnnouncement(
                `${titleOf(gems.find((g) => g.id === from))} moved to position ${index + 1} of ${gems.length}`,
              );
            }
            setDragged(null);
            setOver(null);
          },
          style: {
            outline: over === gem.id && dragged !== gem.id ? '2px dashed #1677ff' : undefined,
            outlineOffset: 2,
            borderRadius: 8,
          },
        })}
        renderItem={(gem, index) => (
          <PlainFlex vertical gap={4} style={{ height: '100%', opacity: dragged === gem.id ? 0.5 : 1 }}>
            <PlainFlex justify="space-between" align="center">
              <Hint title="Drag to reorder">
                <span
                  draggable
                  data-testid="drag-handle"
                  onDragStart={(event) => {
                    setDragged(gem.id);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(gem.id));
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  style={{ cursor: 'grab', padding: '4px 8px' }}
                  aria-hidden
                >
                  <HolderOutlined />
                </span>
              </Hint>
              <PlainFlex gap={4}>
                <PlainButton
                  size="small"
                  look="text"
                  icon={<ArrowLeftOutlined />}
                  aria-label={`Move ${titleOf(gem)} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <PlainButton
                  size="small"
                  look="text"
                  icon={<ArrowRightOutlined />}
                  aria-label={`Move ${titleOf(gem)} later`}
                  disabled={index === gems.length - 1}
                  onClick={() => move(index, index + 1)}
                />
              </PlainFlex>
            </PlainFlex>
            <div style={{ flex: 1 }}>
              <GemCard gem={gem} />
            </div>
          </PlainFlex>
        )}
      />
    </>
  );
}

const titleOf = (gem: { title: string } | undefined) => gem?.title || 'Untitled';
