// Chakra's Drawer, shared on its own (KIT_PARTS in shared/build/kits.cjs): its recipe joins the theme
// system when the part loads, so the first pages do not carry it.
import { addRecipes } from '@alumni/shared';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';

addRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

export * from '@alumni/chakra-part/drawer';
