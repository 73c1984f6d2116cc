export { getPageSystem } from './system';
export { AppProvider, type AppProviderProps } from './app-provider';
export { useFormEcho } from './form-echo';
export { usePageTitle } from './use-page-title';
export { useIsHydrated } from './use-is-hydrated';
export { closeOnLinkChoice, isPopoverShown, POPOVER_BOX } from './popover';
export { useEarlyPopover } from './use-early-popover';
export { PageLive, PartLive } from './page-live';
export { StaticFragment, type StaticFragmentProps } from './static-fragment';
export { PageStyles } from './page-styles';
export { renderedWhenNear, type EstimatedHeight } from './rendered-when-near';
export { lazyComponent, type LazyComponent } from './lazy-component';
export { PageSpinner, FullScreenSpinner } from './spinners';
export { PRODUCT_NAME } from './brand/product';
export { ProductLogo, ProductMark, type ProductLogoProps } from './brand/product-logo';
export * from './dialogs';
export * from './pagination';
export * from './screens';
export * from './media';
export * from './files';
export { mountStandalone, type MountStandaloneOptions } from './standalone';
export { SUPPORT_CHAT, messagingAppAddress, messagingAppUrl } from './support-chat';
export { SupportChatHeader, type SupportChatHeaderProps } from './support-chat-header';
export { RouteErrorBoundary, LoadError, type LoadErrorProps } from './page-states';
export { PageHeader, type PageHeaderProps } from './page-header';
export { FactList, type Fact } from './fact-list';
export { Panel, PanelSection, type PanelSectionProps } from './panel';
export {
  StatusBadge,
  statusLook,
  STATUS_LOOKS,
  type StatusBadgeProps,
  type StatusLook,
  type StatusSubject,
} from './status-badge';
export { QueryState, allOf, type QueryLike, type QueryStateProps } from './query-state';
export {
  paymentAssociationName,
  paymentItemName,
  RefundNote,
  RenewalMark,
  refundText,
  TestPaymentsNotice,
  usePaymentMode,
} from './payments';
export { usePaymentReturnFlag, type PaymentReturnFlag } from './use-payment-return';
export * from './data-table';
