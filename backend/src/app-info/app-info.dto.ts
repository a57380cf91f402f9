export class AppVersionDto {
  /** shown in the footer after 'version:' */
  version!: string;
}

export class GoogleAppIdDto {
  /** empty unless an analytics id is configured */
  googleAppId!: string;
}

export class FooterLinksDto {
  about!: string;
  contact!: string;
  privacy!: string;
  terms!: string;
  faq!: string;
}

export class PortalConfigDto {
  orgName!: string;
  orgUrl!: string;
  footerLinks!: FooterLinksDto;
}
