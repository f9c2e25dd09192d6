// Opening the pricing modal (subscription-navigation §2 "Pricing modal"): never for a Plus user.
import { currentUser } from '../../lib/user';
import { isPlus } from './access';
import { showDialog } from './host';

export function openPricingModal(): void {
  if (isPlus(currentUser.get())) return;
  showDialog({ kind: 'pricing' });
}
