import { AppFunction, Role, RoleFunction } from '../acl/role.entity';
import { AnalyticsEvent } from '../analytics/analytics-event.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { AccountToken } from '../auth/account-token.entity';
import { UserSession } from '../auth/session.entity';
import { ContentPackage } from '../content-packages/content-package.entity';
import { LaunchToken } from '../delivery/entities/launch-token.entity';
import { SessionResponse } from '../delivery/entities/session-response.entity';
import { TestSession } from '../delivery/entities/test-session.entity';
import { CpAudit } from '../content-packages/cp-audit.entity';
import { TexasInstitution } from '../institutions/texas-institution.entity';
import { ItemDetail } from '../tests/item-detail.entity';
import { StimulusDetail } from '../tests/stimulus-detail.entity';
import { StrandDetail } from '../tests/strand-detail.entity';
import { TestCategory } from '../tests/test-category.entity';
import { TestDetail } from '../tests/test-detail.entity';
import { User } from '../users/user.entity';

export const ENTITIES = [Role, AppFunction, RoleFunction, User, UserSession, AccountToken, AuditLog, AnalyticsEvent, TestCategory, TexasInstitution, ContentPackage, CpAudit, TestDetail, StrandDetail, ItemDetail, StimulusDetail, LaunchToken, TestSession, SessionResponse];
