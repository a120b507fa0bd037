import { matchingMessages } from '@matchbazaar/contracts';
import { SellersOnlyCard } from '../../../components/sellers-only-card';

const t = matchingMessages;

/** What a buyer account sees here: leads are for sellers, and where selling starts. */
export function SellersOnly() {
  return (
    <SellersOnlyCard title={t.sellersOnlyTitle} text={t.sellersOnlyText} action={t.openShop} />
  );
}
