/**
 * Where an S3-compatible bucket is, from `STORAGE_URL`:
 * `s3://[ACCESS_KEY:SECRET@]bucket[/prefix][?region=…&endpoint=http(s)://…&forcePathStyle=true|false]`.
 * Without user information the credentials come from the AWS SDK's usual sources (the
 * `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` variables, a profile, an instance role).
 */
export interface S3Location {
  bucket: string;
  /** key prefix inside the bucket, without slashes at either end; '' for the whole bucket */
  prefix: string;
  region: string;
  /** the server's address, for S3-compatible servers (MinIO and the like); unset for AWS */
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const OPTIONS = new Set(['region', 'endpoint', 'forcePathStyle']);
/** S3's rule for bucket names (3 to 63 lowercase letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The bucket `raw` names, or why it names none (to follow `STORAGE_URL: `). */
export function parseStorageUrl(raw: string, env: { AWS_REGION?: string; AWS_DEFAULT_REGION?: string } = {}): S3Location | { error: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: 'must be a URL like s3://bucket/prefix?region=us-east-1' };
  }
  if (url.protocol !== 's3:') return { error: 'must start with s3://' };
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) return { error: `'${bucket}' is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)` };
  if (url.port) return { error: 'names a bucket, not a server: put the server in ?endpoint=' };
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '.' || part === '..' || (prefix && part === '')))
    return { error: `prefix '${prefix}' must not hold empty, . or .. parts` };
  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.has(name)) return { error: `unknown option '${name}' (region, endpoint and forcePathStyle are known)` };
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(endpoint).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'http:' && protocol !== 'https:') return { error: `endpoint '${endpoint}' must be an http(s) URL` };
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') return { error: 'forcePathStyle must be true or false' };
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(secret)) return { error: 'give both the access key and the secret (s3://KEY:SECRET@bucket), or neither' };
  return {
    bucket,
    prefix,
    region: url.searchParams.get('region') || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint,
    // a server of our own is usually addressed by path (http://host:9000/bucket), AWS by host name
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  };
}
