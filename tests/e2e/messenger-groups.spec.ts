import {
  EMPTY_CONVERSATION,
  EMPTY_LIST,
  conversationPane,
  conversationRow,
  fullName,
  LIVE,
  messageLine,
  messageLog,
  messengerLink,
  openConversation,
  ONLINE,
  openNewChat,
  personEntry,
  sendMessage,
  startChat,
  startChatThroughApi,
  test,
} from './helpers/messenger';
import { closeWithEscape, gotoPage } from './helpers/ui';
import { expect, signInThroughApi } from './support/fixtures';

test.describe('Messenger: presence and groups', () => {
  test('the Online dot shows which contacts have the app open @desktop', async ({
    page,
    cast,
    otherDevice,
  }) => {
    test.slow(); // three browsers
    const { tag, avery, blair, casey } = await cast({
      avery: 'dispatch',
      blair: 'supervisor',
      casey: 'admin',
    });
    await startChatThroughApi(page, [blair]);

    // Casey has the app open but shares no conversation with Avery yet.
    const caseyDevice = await otherDevice();
    await signInThroughApi(caseyDevice, casey);
    await gotoPage(caseyDevice, '/profile');

    await gotoPage(page, '/messenger');
    const blairRow = conversationRow(page, fullName(blair));
    await expect(blairRow).toBeVisible();
    await expect(blairRow.getByRole('img', ONLINE)).toHaveCount(0);

    const blairDevice = await otherDevice();
    await signInThroughApi(blairDevice, blair);
    await gotoPage(blairDevice, '/messenger');
    await expect(blairRow.getByRole('img', ONLINE)).toBeVisible();
    // Both ways: Avery is online for Blair too, in the list and in the open conversation.
    await expect(
      conversationRow(blairDevice, fullName(avery)).getByRole('img', ONLINE),
    ).toBeVisible();
    const pane = await openConversation(page, fullName(blair));
    await expect(pane.getByRole('heading', { name: fullName(blair) })).toBeVisible();
    await expect(pane.getByRole('img', ONLINE)).toBeVisible();

    // Presence is shared only with contacts: Casey gets a dot once they share a conversation.
    const dialog = await openNewChat(page, tag);
    await expect(personEntry(dialog, blair).getByRole('img', ONLINE)).toBeVisible();
    await expect(personEntry(dialog, casey)).toBeVisible();
    await expect(personEntry(dialog, casey).getByRole('img', ONLINE)).toHaveCount(0);
    await closeWithEscape(page, dialog);
    await startChat(page, tag, casey);
    await expect(conversationRow(page, fullName(casey)).getByRole('img', ONLINE)).toBeVisible();

    // Blair closes the browser: the dot goes within a few seconds; Casey's stays.
    await blairDevice.context().close();
    await expect(blairRow.getByRole('img', ONLINE)).toHaveCount(0);
    await expect(conversationRow(page, fullName(casey)).getByRole('img', ONLINE)).toBeVisible();
  });

  test('a group of three: only people with a working role are offered, and all get it live @desktop', async ({
    page,
    cast,
    makeAccount,
    otherDevice,
  }) => {
    test.slow(); // three browsers
    const { tag, avery, blair, casey } = await cast({
      avery: 'admin',
      blair: 'dispatch',
      casey: 'customer',
    });
    const waiting = await makeAccount({ role: 'user', firstName: 'Drew', lastName: `Lane${tag}` });
    const blairDevice = await otherDevice();
    await signInThroughApi(blairDevice, blair);
    await gotoPage(blairDevice, '/messenger');
    await expect(blairDevice.getByText(EMPTY_LIST)).toBeVisible();
    const caseyDevice = await otherDevice();
    await signInThroughApi(caseyDevice, casey);
    await gotoPage(caseyDevice, '/messenger');
    await expect(caseyDevice.getByText(EMPTY_LIST)).toBeVisible();

    await gotoPage(page, '/messenger');
    const dialog = await openNewChat(page, tag);
    const people = dialog.getByRole('list', { name: 'People' }).getByRole('listitem');
    // Blair and Casey, by first name; Drew waits for a role and cannot chat yet.
    await expect(people).toHaveCount(2);
    await expect(people.nth(0)).toContainText(fullName(blair));
    await expect(people.nth(1)).toContainText(fullName(casey));
    await expect(personEntry(dialog, waiting)).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Find a person' }).fill(fullName(waiting));
    await expect(dialog.getByText('Nobody matches')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Find a person' }).fill(tag);

    await expect(dialog.getByRole('button', { name: 'Create (0)' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: `Add ${fullName(blair)} to a group` }).check();
    await expect(dialog.getByRole('button', { name: 'Create (1)' })).toBeEnabled();
    await dialog.getByRole('checkbox', { name: `Add ${fullName(casey)} to a group` }).check();
    await dialog.getByRole('button', { name: 'Create (2)' }).click();
    await expect(dialog).toBeHidden();
    const groupTitle = `${fullName(blair)}, ${fullName(casey)}`;
    const pane = conversationPane(page, groupTitle);
    await expect(pane).toBeVisible();
    await expect(pane.getByText('3 people', { exact: true })).toBeVisible();
    // A group says how many of the others are online (issue #23), not just that one is.
    await expect(pane.getByText('2 online', { exact: true })).toBeVisible();
    await expect(conversationRow(page, groupTitle)).toContainText('2 online');

    // The group reaches the others' lists live, each naming the two other people.
    const blairTitle = `${fullName(avery)}, ${fullName(casey)}`;
    const caseyTitle = `${fullName(avery)}, ${fullName(blair)}`;
    await expect(conversationRow(blairDevice, blairTitle)).toContainText('No messages yet', LIVE);
    await expect(conversationRow(caseyDevice, caseyTitle)).toContainText('No messages yet', LIVE);
    const blairPane = await openConversation(blairDevice, blairTitle);
    await expect(blairPane.getByText('3 people', { exact: true })).toBeVisible();
    await expect(messageLog(blairPane)).toHaveText(EMPTY_CONVERSATION);

    await sendMessage(pane, 'Briefing at 5 in the lobby');
    await expect(messageLog(pane).getByRole('listitem')).toHaveText([
      messageLine('Briefing at 5 in the lobby', 'me'),
    ]);
    await expect(conversationRow(page, groupTitle)).toContainText('Briefing at 5 in the lobby');
    // Blair has it open and reads it there; Casey gets the count in the list and the header.
    await expect(messageLog(blairPane).getByRole('listitem')).toHaveText(
      [messageLine('Briefing at 5 in the lobby', avery)],
      LIVE,
    );
    const caseyRow = conversationRow(caseyDevice, caseyTitle);
    await expect(caseyRow).toContainText('1 unread', LIVE);
    await expect(caseyRow).toContainText('Briefing at 5 in the lobby');
    await expect(messengerLink(caseyDevice, 1)).toBeVisible();
    const caseyPane = await openConversation(caseyDevice, caseyTitle);
    await expect(caseyPane.getByText('3 people', { exact: true })).toBeVisible();
    await expect(messageLog(caseyPane).getByRole('listitem')).toHaveText([
      messageLine('Briefing at 5 in the lobby', avery),
    ]);
    await expect(messengerLink(caseyDevice)).toBeVisible();
  });
});
