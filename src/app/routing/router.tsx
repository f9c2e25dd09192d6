import { createBrowserRouter } from 'react-router-dom';
import { Root } from '../Root';

// One catch-all route: the page comes from our own route table, whose rules (spec §2.4) react-router
// does not know; the data router still gives us useBlocker for the leave-create confirmation.
export const router = createBrowserRouter([{ path: '*', element: <Root /> }]);
