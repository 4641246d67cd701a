import TravelExplore from '@mui/icons-material/TravelExplore';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { LoadingBlock } from '../components/LoadingBlock';

/** SPEC §2 crawler placeholder, plus the way in to the market data the home band shows and the CVC directory. */
export function CrawlerPage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'crawler', action: 'list' });
  if (isPending) return <LoadingBlock />;
  if (!canAccess) return <Navigate to="/access-denied" replace />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('cvc.crawler.title')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TravelExplore /> {translate('cvc.crawler.title')}
        </Typography>
        <Alert severity="info">{translate('cvc.crawler.notice')}</Alert>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button component={Link} to="/market-sectors" variant="contained">
            {translate('cvc.crawler.marketData')}
          </Button>
          <Button component={Link} to="/cvcs" variant="contained">
            {translate('cvc.crawler.cvcDirectory')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
