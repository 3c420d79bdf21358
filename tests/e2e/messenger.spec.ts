import {
  composer,
  CONVERSATION_TIME,
  EMPTY_CONVERSATION,
  EMPTY_LIST,
  conversationList,
  conversationPane,
  conversationRow,
  fullName,
  LIVE,
  messageLine,
  messageLog,
  messengerLink,
  openConversation,
  openNewChat,
  personEntry,
  rowButton,
  sendMessage,
  sendThroughApi,
  startChat,
  startChatThroughApi,
  test,
} from './helpers/messenger';
import {
  expectPage,
  gotoPage,
  NAVIGATION_TIMEOUT,
  onPhone,
  pageHeading,
  toast,
} from './helpers/ui';
import { expect, signInThroughApi } from './support/fixtures';

test.describe('Messenger', () => {
  test('a chat started from Start New Chat is read, answered live and reopened, not duplicated', async ({
    page,
    cast,
    otherDevice,
    checkA11y,
  }) => {
    test.slow(); // two browsers and a whole conversation
    const { tag, avery, blair } = await cast({ avery: 'supervisor', blair: 'customer' });
    // Blair is on another page of the app, on a computer.
    const device = await otherDevice();
    await signInThroughApi(device, blair);
    await gotoPage(device, '/profile');
    await expect(messengerLink(device)).toBeVisible();

    await gotoPage(page, '/messenger');
    await expect(page.getByText(EMPTY_LIST)).toBeVisible();
    const dialog = await openNewChat(page, tag);
    // Only Blair holds the tag: the signed-in user is not offered a chat with themselves.
    await expect(dialog.getByRole('list', { name: 'People' }).getByRole('listitem')).toHaveCount(1);
    await expect(personEntry(dialog, blair)).toContainText(fullName(blair));
    await expect(dialog.getByRole('button', { name: 'Create (0)' })).toBeDisabled();
    await checkA11y();
    await dialog.getByRole('button', { name: `Chat with ${fullName(blair)}` }).click();
    await expect(dialog).toBeHidden();
    const pane = conversationPane(page, fullName(blair));
    await expect(pane).toBeVisible();
    await expect(page).toHaveURL(/\/messenger\?c=/);
    const conversationUrl = page.url();
    await expect(messageLog(pane)).toHaveText(EMPTY_CONVERSATION);
    if (onPhone()) {
      // The conversation takes the whole screen; the list waits behind the back button.
      await expect(conversationList(page)).toBeHidden();
      await expect(pageHeading(page, 'Messenger')).toBeHidden();
      await expect(pane.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    } else {
      await expect(conversationRow(page, fullName(blair))).toContainText('No messages yet');
    }

    // Blank messages cannot be sent, neither with the button nor with Enter.
    const box = composer(pane);
    const send = pane.getByRole('button', { name: 'Send' });
    await expect(box).toHaveAttribute('placeholder', 'Type a message...');
    await expect(send).toBeDisabled();
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await expect(box).toHaveValue('   ');
    await expect(messageLog(pane)).toHaveText(EMPTY_CONVERSATION);

    // Enter sends; Shift+Enter starts a new line in the same message.
    await sendMessage(pane, 'Can you cover Gate 4 tonight?');
    await box.fill('From 6 PM');
    await box.press('Shift+Enter');
    await box.pressSequentially('until 2 AM');
    await expect(box).toHaveValue('From 6 PM\nuntil 2 AM');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const mine = messageLog(pane).getByRole('listitem');
    await expect(mine).toHaveText([
      messageLine('Can you cover Gate 4 tonight?', 'me'),
      messageLine('From 6 PM until 2 AM', 'me'),
    ]);
    await expect(messageLog(pane).getByText('From 6 PM')).toHaveJSProperty(
      'innerText',
      'From 6 PM\nuntil 2 AM',
    );

    // Blair's header counts both, without a reload; the list shows the chat bold with its count.
    await expect(messengerLink(device, 2)).toBeVisible(LIVE);
    await messengerLink(device, 2).click();
    await expectPage(device, '/messenger');
    const row = conversationRow(device, fullName(avery));
    await expect(conversationList(device).getByRole('listitem')).toHaveCount(1);
    await expect(row).toContainText('2 unread');
    await expect(row).toContainText('From 6 PM');
    await expect(row).toContainText(CONVERSATION_TIME);
    await expect(row.getByText(fullName(avery), { exact: true })).toHaveCSS('font-weight', '600');

    const theirs = await openConversation(device, fullName(avery));
    await expect(messageLog(theirs).getByRole('listitem')).toHaveText([
      messageLine('Can you cover Gate 4 tonight?', avery),
      messageLine('From 6 PM until 2 AM', avery),
    ]);
    // Reading it clears the counts.
    await expect(messengerLink(device)).toBeVisible();
    await expect(row).not.toContainText('unread');
    await expect(row.getByText(fullName(avery), { exact: true })).toHaveCSS('font-weight', '500');

    // Avery is typing when Blair answers: the answer appears and the draft stays (no reload).
    await box.fill('Thanks');
    await composer(theirs).fill('On my way');
    await theirs.getByRole('button', { name: 'Send' }).click();
    await expect(messageLog(theirs).getByRole('listitem')).toHaveCount(3);
    await expect(mine).toHaveText(
      [
        messageLine('Can you cover Gate 4 tonight?', 'me'),
        messageLine('From 6 PM until 2 AM', 'me'),
        messageLine('On my way', blair),
      ],
      LIVE,
    );
    await expect(box).toHaveValue('Thanks');
    await checkA11y();

    // Start New Chat with Blair again opens the same conversation, with its history.
    if (onPhone()) {
      await pane.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(page).toHaveURL('/messenger');
      await expect(pageHeading(page, 'Messenger')).toBeVisible();
      await expect(conversationRow(page, fullName(blair))).toContainText('On my way');
    }
    const again = await startChat(page, tag, blair);
    await expect(page).toHaveURL(conversationUrl);
    await expect(messageLog(again).getByRole('listitem')).toHaveCount(3);
    if (onPhone()) await again.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(conversationList(page).getByRole('listitem')).toHaveCount(1);
    await expect(conversationRow(page, fullName(blair))).toContainText('On my way');
    await expect(conversationRow(page, fullName(blair))).not.toContainText('unread');
  });

  test('a deleted conversation leaves my list and comes back with only the new message @desktop', async ({
    page,
    cast,
    otherDevice,
  }) => {
    test.slow(); // two browsers
    const { avery, blair } = await cast({ avery: 'supervisor', blair: 'dispatch' });
    const conversationId = await startChatThroughApi(page, [blair]);
    await sendThroughApi(page, conversationId, 'Gate 4 is covered');
    const device = await otherDevice();
    await signInThroughApi(device, blair);
    await sendThroughApi(device, conversationId, 'Thanks, noted');
    // A conversation's address opens it.
    await device.goto(`/messenger?c=${conversationId}`);
    const blairPane = conversationPane(device, fullName(avery));
    await expect(blairPane).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
    await expect(messageLog(blairPane).getByRole('listitem')).toHaveCount(2);

    await gotoPage(page, '/messenger');
    const title = fullName(blair);
    const pane = await openConversation(page, title);
    await expect(messageLog(pane).getByRole('listitem')).toHaveText([
      messageLine('Gate 4 is covered', 'me'),
      messageLine('Thanks, noted', blair),
    ]);

    const remove = conversationRow(page, title).getByRole('button', {
      name: `Delete conversation with ${title}`,
    });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete conversation?' });
    await expect(confirm).toContainText(
      `The conversation with ${title} will be removed from your list. It comes back if someone sends a new message.`,
    );
    await expect(confirm).toContainText(
      'When both participants of a two-person chat delete it, it is permanently removed.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(conversationRow(page, title)).toBeVisible();

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Conversation removed from your list')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(conversationRow(page, title)).toHaveCount(0);
    await expect(page.getByText(EMPTY_LIST)).toBeVisible();
    // It was open: the pane closes with it.
    await expect(pane).toBeHidden();
    await expect(page).toHaveURL('/messenger');

    // Blair still has the whole conversation, and writes again.
    await sendMessage(blairPane, 'Can you take Sunday too?');
    await expect(messageLog(blairPane).getByRole('listitem')).toHaveCount(3);
    const row = conversationRow(page, title);
    await expect(row).toContainText('Can you take Sunday too?', LIVE);
    await expect(row).toContainText('1 unread');
    await expect(messengerLink(page, 1)).toBeVisible();
    await rowButton(page, title).click();
    await expect(messageLog(pane).getByRole('listitem')).toHaveText([
      messageLine('Can you take Sunday too?', blair),
    ]);
    await expect(messengerLink(page)).toBeVisible();
  });
});
