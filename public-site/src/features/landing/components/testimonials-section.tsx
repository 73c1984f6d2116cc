import { Box, Card, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '@chakra-ui/react/avatar';
import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Static sample testimonials (spec section 1). Initials instead of photos keep the page light. */
const TESTIMONIALS = [
  {
    name: 'Farzana Rahman',
    role: 'SSC 2005, Ideal School',
    text: 'I found my whole batch again within a week, and paying the yearly fee took two minutes.',
  },
  {
    name: 'Tanvir Hasan',
    role: 'General Secretary',
    text: 'Membership requests, offline payments and the member list are finally in one place instead of five spreadsheets.',
  },
  {
    name: 'Arif Chowdhury',
    role: 'Software engineer, alumnus',
    text: 'Through the association I mentored three students last year. It feels good to give back.',
  },
];

export function TestimonialsSection() {
  return (
    <Box as="section" aria-labelledby="testimonials-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What our members say" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TESTIMONIALS.map((item) => (
            <Card.Root key={item.name} variant="elevated" bg="bg.panel">
              <Card.Body gap="4">
                <Box color="brand.solid" aria-hidden="true">
                  <Quote size={28} />
                </Box>
                <Text as="blockquote" fontSize="md">
                  {item.text}
                </Text>
                <HStack gap="3" mt="auto">
                  <Avatar.Root colorPalette="brand" size="md">
                    <Avatar.Fallback name={item.name} />
                  </Avatar.Root>
                  <Stack gap="0">
                    <Text fontWeight="semibold">{item.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {item.role}
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
