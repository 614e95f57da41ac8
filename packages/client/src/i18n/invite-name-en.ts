/**
 * The words of the name asked for when a game's invite link is opened by someone without a name
 * yet, in English (keys `inviteName.*`, spread into the `ui` section of en.ts).
 */
export const inviteNameEn = {
  'inviteName.title': 'Your name for game {code}',
  'inviteName.ask': 'Your opponent sees it beside your seat.',
  'inviteName.label': 'Your name',
  'inviteName.take': 'Take the seat',
  'inviteName.cancel': 'Cancel',
};
