import { Badge, Box, Card, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarDays, MapPin } from 'lucide-react';

/** Static sample events (spec section 1: the landing events are sample content). */
const EVENTS = [
  { title: 'Grand Alumni Reunion', date: '12 December', place: 'University Auditorium, Dhaka', tag: 'Reunion' },
  { title: 'Career Mentoring Day', date: '24 January', place: 'Online', tag: 'Career' },
  { title: 'Alumni Cricket Cup', date: '8 February', place: 'Central Field, Chattogram', tag: 'Sports' },
];

export function EventsSection() {
  return (
    <Box as="section" id="events" aria-labelledby="events-title" py={{ base: '14', md: '20' }} scrollMarginTop="20">
      <Container maxW="7xl">
        <Heading id="events-title" as="h2" size="3xl" mb="2">
          Recent Events
        </Heading>
        <Text color="fg.muted" mb="8">
          What associations on Alumni Connect are getting together for.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {EVENTS.map((event) => (
            <Card.Root key={event.title} variant="outline">
              <Card.Body gap="3">
                <Badge w="fit-content" colorPalette="brand" variant="subtle">
                  {event.tag}
                </Badge>
                <Card.Title>{event.title}</Card.Title>
                <HStack color="fg.muted" fontSize="sm">
                  <CalendarDays size={16} /> <Text>{event.date}</Text>
                </HStack>
                <HStack color="fg.muted" fontSize="sm">
                  <MapPin size={16} /> <Text>{event.place}</Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
