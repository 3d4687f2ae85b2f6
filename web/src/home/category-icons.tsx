import {
  AppstoreOutlined,
  BgColorsOutlined,
  CalendarOutlined,
  CarOutlined,
  CoffeeOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  HighlightOutlined,
  MoonOutlined,
  OrderedListOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  ShopOutlined,
  SkinOutlined,
  SmileOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons for the sixteen fixed categories (spec 01 §3) on the landing tiles. */
const ICONS: Record<string, ReactNode> = {
  Art: <BgColorsOutlined />,
  // Distinct from Food & Drink's cup: nightlife is the evening out.
  'Bars & Nightlife': <MoonOutlined />,
  Design: <HighlightOutlined />,
  Events: <CalendarOutlined />,
  Fashion: <SkinOutlined />,
  'Food & Drink': <CoffeeOutlined />,
  Kids: <SmileOutlined />,
  Lists: <OrderedListOutlined />,
  Media: <PlayCircleOutlined />,
  Music: <CustomerServiceOutlined />,
  News: <ReadOutlined />,
  Outdoors: <EnvironmentOutlined />,
  Products: <GiftOutlined />,
  Retail: <ShopOutlined />,
  Services: <ToolOutlined />,
  Travel: <CarOutlined />,
};

export function categoryIcon(category: string): ReactNode {
  return ICONS[category] ?? <AppstoreOutlined />;
}

/** The category's icon as a component, for pages that load the icons lazily. */
export function CategoryIcon({ category }: { category: string }) {
  return categoryIcon(category);
}
