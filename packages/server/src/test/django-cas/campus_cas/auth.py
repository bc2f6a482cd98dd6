"""Who may sign in at the test CAS server, and what it says about them."""
from cas_server.auth import DjangoAuthUser
from cas_server.models import UserAttributes


class DirectoryUser(DjangoAuthUser):
    """
    Django's users (the password check), with the attributes a school's directory would hold
    (cn, employeeNumber, memberOf, ...) instead of Django's own fields, which would release the
    password hash. The attributes are stored beside the user by the campus_directory command, in
    django-cas-server's own UserAttributes table.
    """

    def attributs(self):
        if not self.user:
            return {}
        stored = UserAttributes.objects.filter(username=self.username).first()
        return dict((stored.attributs if stored else None) or {})
