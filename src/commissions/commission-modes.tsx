// The Commissions page's two modes: one affiliate (the form) or many at once.
import { Link } from 'wouter';
import './commission-modes.css';

export function CommissionModes({ current }: { current: 'one' | 'many' }) {
  const link = (mode: 'one' | 'many', href: string, text: string) => (
    <Link
      href={href}
      className={mode === current ? 'mode-tabs__link mode-tabs__link--active' : 'mode-tabs__link'}
      aria-current={mode === current ? 'page' : undefined}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label="Commission mode" className="mode-tabs">
      {link('one', '/commissions', 'One affiliate')}
      {link('many', '/commissions/bulk', 'Many affiliates')}
    </nav>
  );
}
