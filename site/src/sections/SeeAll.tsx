import { ButtonLink } from '../components/Button';
import { Link } from '../components/Link';

export function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <ButtonLink as={Link} to={to} $variant="outline" $size="sm">
      {label} <span aria-hidden="true">→</span>
    </ButtonLink>
  );
}
