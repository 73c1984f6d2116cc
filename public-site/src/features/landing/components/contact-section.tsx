import { Box, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';

const CONTACTS = [
  { icon: Mail, label: 'Email', value: 'support@alumniconnect.example' },
  { icon: Phone, label: 'Phone', value: '+880 1700-000000' },
  { icon: MapPin, label: 'Office', value: 'House 12, Road 5, Dhanmondi, Dhaka' },
];

export function ContactSection() {
  return (
    <Box as="section" id="contact" aria-labelledby="contact-title" py={{ base: '14', md: '20' }} bg="bg.subtle" scrollMarginTop="20">
      <Container maxW="7xl">
        <Heading id="contact-title" as="h2" size="3xl" mb="2">
          Get in Touch
        </Heading>
        <Text color="fg.muted" mb="8">
          Questions about memberships or registering your association? We are glad to help.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {CONTACTS.map(({ icon: IconComponent, label, value }) => (
            <HStack key={label} gap="4" p="5" bg="bg.panel" rounded="lg" borderWidth="1px" align="flex-start">
              <Box color="brand.solid" pt="1">
                <IconComponent size={22} />
              </Box>
              <Box>
                <Text fontWeight="semibold">{label}</Text>
                <Text color="fg.muted">{value}</Text>
              </Box>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
