// The project manager signed in, end to end (spec account-content "Project manager (modal)"): with two
// projects in the account, a folder is created, a project is moved into it (shown under the folder, not
// under unsorted), the folder is renamed, a project is found by name, and the folder is deleted keeping its
// projects (the project is back in unsorted); then projects are dragged onto a folder with the mouse.
// Projects are saved through the api, not the editor: the manager is what is tested here, and this keeps
// the test short.
import { test, expect } from './support/fixtures';
import { deviceCheckedBefore } from './support/device';
import { registerUser, saveDesignOnServer, uniqueEmail } from './support/pwa';

test.use({ serverEnv: { CAPTCHA: 'off' } });

test('folders: create, move a project in, rename, search, delete keeping the projects', async ({ page }) => {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await registerUser(page, uniqueEmail('project-manager'));
  await saveDesignOnServer(page, 'Harbour');
  await saveDesignOnServer(page, 'Lighthouse');
  await page.reload();

  await page.getByTestId('open-projects').click();
  const panel = page.getByTestId('projects-panel');
  const folders = panel.getByTestId('folder-panel');
  const names = panel.getByTestId('project-name');
  const folder = (name: string) => folders.getByTestId('folder-item').filter({ has: page.getByTestId('folder-name').getByText(name, { exact: true }) });
  await expect(names).toHaveText(['Lighthouse', 'Harbour']);

  // A new folder.
  await folders.getByTestId('folder-new').click();
  await page.getByTestId('folder-dialog').getByLabel('Folder name').fill('Trips');
  await page.getByTestId('folder-name-save').click();
  await expect(page.getByTestId('folder-dialog')).toBeHidden();
  await expect(folder('Trips').getByTestId('folder-count')).toHaveText('0');

  // Harbour moves into it: listed there, and no longer unsorted.
  await panel.getByTestId('project-card').filter({ hasText: 'Harbour' }).getByTestId('project-actions').click();
  await page.getByTestId('project-move').click();
  await page.getByTestId('move-dialog').getByRole('button', { name: 'Trips' }).click();
  await expect(page.getByTestId('move-dialog')).toBeHidden();
  await expect(folder('Trips').getByTestId('folder-count')).toHaveText('1');
  await folder('Trips').getByTestId('folder-name').click();
  await expect(names).toHaveText(['Harbour']);
  await folder('Unsorted').getByTestId('folder-name').click();
  await expect(names).toHaveText(['Lighthouse']);

  // The folder is renamed.
  await folder('Trips').getByTestId('folder-actions').click();
  await page.getByTestId('folder-rename').click();
  await page.getByTestId('folder-dialog').getByLabel('Folder name').fill('Journeys');
  await page.getByTestId('folder-name-save').click();
  await expect(folders.getByTestId('folder-name')).toHaveText(['All projects', 'Unsorted', 'Journeys']);

  // A search by name, over all projects.
  await folder('All projects').getByTestId('folder-name').click();
  await panel.getByTestId('projects-search').fill('harb');
  await expect(names).toHaveText(['Harbour']);
  await expect(panel.getByTestId('projects-sort')).toHaveValue('relevant');
  await panel.getByTestId('projects-search').fill('');
  await expect(names).toHaveCount(2);

  // Deleting the folder, keeping its projects: Harbour is back in unsorted, which is shown.
  await folder('Journeys').getByTestId('folder-actions').click();
  await page.getByTestId('folder-delete').click();
  await page.getByTestId('folder-delete-keep').click();
  await expect(page.getByTestId('folder-delete-dialog')).toBeHidden();
  await expect(folders.getByTestId('folder-name')).toHaveText(['All projects', 'Unsorted']);
  await expect(folder('Unsorted')).toHaveClass(/is-current/);
  await expect(names).toHaveText(['Lighthouse', 'Harbour']);
  await expect(folder('Unsorted').getByTestId('folder-count')).toHaveText('2');
});

test('drag and drop: the selected projects, dragged onto a folder, move there together; the list view', async ({ page }) => {
  await page.goto('/dashboard/');
  await deviceCheckedBefore(page);
  await registerUser(page, uniqueEmail('project-manager-drag'));
  await saveDesignOnServer(page, 'Harbour');
  await saveDesignOnServer(page, 'Lighthouse');
  await saveDesignOnServer(page, 'Pier');
  await page.reload();

  await page.getByTestId('open-projects').click();
  const panel = page.getByTestId('projects-panel');
  const folders = panel.getByTestId('folder-panel');
  const folder = (name: string) => folders.getByTestId('folder-item').filter({ has: page.getByTestId('folder-name').getByText(name, { exact: true }) });
  const card = (name: string) => panel.getByTestId('project-card').filter({ hasText: name });
  await expect(panel.getByTestId('project-name')).toHaveCount(3);
  await folders.getByTestId('folder-new').click();
  await page.getByTestId('folder-dialog').getByLabel('Folder name').fill('Trips');
  await page.getByTestId('folder-name-save').click();
  await expect(folder('Trips').getByTestId('folder-count')).toHaveText('0');

  // Two selected, one of them dragged: both move, the third stays.
  await card('Harbour').getByTestId('project-select').check();
  await card('Pier').getByTestId('project-select').check();
  await card('Pier').dragTo(folder('Trips'));
  await expect(folder('Trips').getByTestId('folder-count')).toHaveText('2');
  await expect(folder('Unsorted').getByTestId('folder-count')).toHaveText('1');
  await expect(panel.getByTestId('projects-selection')).toBeHidden();
  await folder('Trips').getByTestId('folder-name').click();
  await expect(panel.getByTestId('project-name')).toHaveText(['Pier', 'Harbour']);

  // The list view: a table, one row per project; a row is dragged back to unsorted; the view is remembered.
  await panel.getByTestId('projects-view-list').click();
  const table = panel.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('rowheader').getByTestId('project-name')).toHaveText(['Pier', 'Harbour']);
  await expect(table.getByTestId('project-status').first()).toHaveText('In your account');
  await table.getByTestId('project-row').filter({ hasText: 'Harbour' }).dragTo(folder('Unsorted'));
  await expect(folder('Trips').getByTestId('folder-count')).toHaveText('1');
  await expect(table.getByRole('rowheader').getByTestId('project-name')).toHaveText(['Pier']);
  // On a phone the list keeps the names readable (the date moves under the name).
  await page.setViewportSize({ width: 390, height: 844 });
  const pier = table.getByTestId('project-name').first();
  await expect(pier).toBeVisible();
  expect((await pier.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByTestId('open-projects').click();
  await expect(panel.getByTestId('project-row')).toHaveCount(3);
});
