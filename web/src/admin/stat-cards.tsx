import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

export interface StatCard {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
}

/** A row of figures, two per line on a phone, four on a desk. */
export function StatCards({ cards, loading }: { cards: StatCard[]; loading?: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={6}>
          <Card loading={loading} size="small">
            <Statistic title={card.title} value={card.value as string | number} />
            {card.hint && (
              <div style={{ color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>{card.hint}</div>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Month-over-month growth as "+12%" / "−5%", or "—" with nothing to compare. */
export function growth(thisPeriod: number, lastPeriod: number): string {
  if (lastPeriod === 0) return thisPeriod > 0 ? 'New' : '—';
  const pct = Math.round(((thisPeriod - lastPeriod) / lastPeriod) * 100);
  return `${pct >= 0 ? '+' : '−'}${Math.abs(pct)}%`;
}
