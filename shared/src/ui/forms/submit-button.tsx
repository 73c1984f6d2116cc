import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A form's submit button, enabled from the start: a form of the public site posts natively to its page's
 * path until its script has come (web/src/forms/native-forms.ts), and its script takes it over then.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" {...props} />;
}
