import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MarkChatUnreadOutlinedIcon from '@mui/icons-material/MarkChatUnreadOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import {
  dashboardMessages,
  inboxMessages,
  matchingMessages,
  ordersMessages,
  savedSearchesMessages,
  searchAnalyticsMessages,
} from '@matchbazaar/contracts';
import type { ReactElement } from 'react';
import type { DashboardNavId } from './dashboard-nav';

/** Each item's name: the dashboard's own, and the seller's dashboard from matching's texts. */
export const navLabels: Record<DashboardNavId, string> = {
  ...dashboardMessages.items,
  sellerDashboard: matchingMessages.sellerDashboardTitle,
  sellerInquiries: inboxMessages.ordersInquiriesTitle,
  savedSearches: savedSearchesMessages.title,
  adminOrders: ordersMessages.page.adminTitle,
  searchAnalytics: searchAnalyticsMessages.navLabel,
};

/** Each item's icon, beside its name or alone in the collapsed sidebar. */
export const navIcons: Record<DashboardNavId, ReactElement> = {
  dashboard: <DashboardOutlinedIcon />,
  activity: <HistoryOutlinedIcon />,
  marketplace: <StorefrontOutlinedIcon />,
  inbox: <ForumOutlinedIcon />,
  sellerDashboard: <AutoAwesomeOutlinedIcon />,
  sellerInquiries: <MarkChatUnreadOutlinedIcon />,
  sellerAnalytics: <InsightsOutlinedIcon />,
  listings: <Inventory2OutlinedIcon />,
  proposals: <RequestQuoteOutlinedIcon />,
  favorites: <FavoriteBorderIcon />,
  savedSearches: <ManageSearchOutlinedIcon />,
  orders: <ReceiptLongOutlinedIcon />,
  transactions: <AccountBalanceWalletOutlinedIcon />,
  profile: <PersonOutlineIcon />,
  settings: <SettingsOutlinedIcon />,
  adminDashboard: <AdminPanelSettingsOutlinedIcon />,
  manageUsers: <PeopleAltOutlinedIcon />,
  systemSettings: <TuneOutlinedIcon />,
  searchAnalytics: <QueryStatsOutlinedIcon />,
  moderation: <GavelOutlinedIcon />,
  adminOrders: <ReportProblemOutlinedIcon />,
  audit: <FactCheckOutlinedIcon />,
};
