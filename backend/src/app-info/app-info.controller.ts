import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../http/decorators';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AppVersionDto, GoogleAppIdDto, PortalConfigDto } from './app-info.dto';

@ApiTags('app')
@Public()
@Controller('api')
export class AppInfoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The portal's version, shown in the footer. */
  @Get('getAppVersion')
  getAppVersion(): AppVersionDto {
    return { version: this.config.appVersion };
  }

  /** The analytics id the SPA reports events under, if one is configured. */
  @Get('getGoogleAppId')
  getGoogleAppId(): GoogleAppIdDto {
    return { googleAppId: this.config.googleAppId };
  }

  /** The organisation and footer links the shell shows; configuration, not code. */
  @Get('getPortalConfig')
  getPortalConfig(): PortalConfigDto {
    return { orgName: this.config.org.name, orgUrl: this.config.org.url, footerLinks: this.config.footerLinks };
  }
}
