// What the api says about profiles, word for word as the product shows it.
export const USER_MESSAGES = {
  currentUser: 'User details',
  nothingToUpdate: 'Nothing to update',
  profileUpdated: 'Profile updated successfully!',
  fullnameTooLong: 'Full name must be at most 100 characters long',
  invalidPhone: 'Please enter a valid mobile number',
  invalidDob: 'Please enter a valid date of birth',
  dobInFuture: 'Date of birth cannot be in the future',
  allFieldsRequired: 'All fields are required',
  wrongCurrentPassword: 'Current password is incorrect',
  // Not in SPEC: a change that changes nothing would still end every other sign-in.
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed successfully',
} as const;
