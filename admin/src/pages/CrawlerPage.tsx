import TravelExplore from '@mui/icons-material/TravelExplore';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** SPEC §2 crawler placeholder, plus the way in to the market data the home band shows and the CVC directory. */
export function CrawlerPage() {
  const translate = useTranslate();
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
