"""
The throwaway Django project around Debian's django-cas-server that the CAS tests sign in at
(packages/server/src/test/cas-server.ts starts it): the shared settings, the URL map, a directory
of people with the attributes a school's LDAP would release, and the management command that
fills it and registers the app as a service (campus_directory).
"""
