import { Card, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { BriefcaseBusiness, CalendarDays, MessagesSquare, UsersRound } from 'lucide-react';

const HIGHLIGHTS = [
  { icon: UsersRound, title: 'Connect', text: 'Find classmates and keep your network alive.' },
  { icon: CalendarDays, title: 'Event Management', text: 'Reunions, seminars and sports days in one calendar.' },
  { icon: MessagesSquare, title: 'Share Stories', text: 'Celebrate what your alumni achieve.' },
  { icon: BriefcaseBusiness, title: 'Find Opportunity', text: 'Jobs and mentoring from people who walked your path.' },
];

export function HeroHighlights() {
  return (
    <SimpleGrid columns={2} gap="4" flex="1" maxW={{ lg: 'lg' }} w="full">
      {HIGHLIGHTS.map(({ icon: IconComponent, title, text }, index) => (
        <Card.Root key={title} variant="elevated" mt={{ base: 0, md: index % 2 === 1 ? '8' : 0 }} bg="bg.panel">
          <Card.Body gap="2" p={{ base: '4', md: '5' }}>
            <Icon color="brand.solid" boxSize="7">
              <IconComponent />
            </Icon>
            <Card.Title fontSize="md">{title}</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
