// Insights' lazily loaded page (it and its chart library load on first visit).
export { InsightsPage } from './insights-page';
