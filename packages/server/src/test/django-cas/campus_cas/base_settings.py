"""
Settings every test CAS server shares; the settings module written into each server's temporary
directory imports these and adds its database and secret key.
"""

DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
USE_TZ = True
USE_I18N = True
# The CAS pages in Chinese, as the school's portal shows them (django-cas-server ships zh_Hans).
LANGUAGE_CODE = "zh-hans"
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "cas_server",
    "campus_cas",
]
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]
ROOT_URLCONF = "campus_cas.urls"
STATIC_URL = "/static/"

# The app under test runs on the same host (another port): cookies are per host, not per port,
# so the CAS server's own cookies carry names of their own.
SESSION_COOKIE_NAME = "cas_server_session"
CSRF_COOKIE_NAME = "cas_server_csrf"

CAS_AUTH_CLASS = "campus_cas.auth.DirectoryUser"
# The people are made afresh for each test server: a quick hash keeps each sign-in from costing
# a third of a second of PBKDF2.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Offline: no version check against PyPI, no stylesheets or scripts from CDNs.
CAS_NEW_VERSION_HTML_WARNING = False
CAS_NEW_VERSION_EMAIL_WARNING = False
CAS_SHOW_POWERED = False
CAS_INFO_MESSAGES_ORDER = []
CAS_COMPONENT_URLS = {
    name: ("data:text/css," if name.endswith("_css") else "data:text/javascript,")
    for name in (
        "bootstrap3_css",
        "bootstrap3_js",
        "html5shiv",
        "respond",
        "bootstrap4_css",
        "bootstrap4_js",
        "jquery",
    )
}
# Single logout posts are sent at once, and a service that does not answer must not hold it up.
CAS_SLO_TIMEOUT = 5

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
