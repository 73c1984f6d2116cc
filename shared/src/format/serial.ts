/** `LM-0042`: the membership type's short name and the serial, zero-padded to 4 digits (as on the certificate). */
export const formatMembershipSerial = (shortName: string, serial: number): string =>
  `${shortName}-${String(serial).padStart(4, '0')}`;
