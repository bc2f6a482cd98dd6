"""manage.py campus_directory <directory.json>"""
import json

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from cas_server.models import ReplaceAttributName, ServicePattern, UserAttributes


class Command(BaseCommand):
    help = (
        "Fills the test CAS server as a school's IT would: the people who can sign in (password "
        "and the attributes the directory releases) and the services that may get tickets. "
        'The file: {"people": [{"username", "password", "attributes": {name: value or [values]}}], '
        '"services": [{"name", "pattern", "singleLogout", "logoutCallback"}]}. '
        "One command for all of it: each start of Django costs a second."
    )

    def add_arguments(self, parser):
        parser.add_argument("directory", help="the JSON file")

    def handle(self, *args, **options):
        with open(options["directory"], encoding="utf-8") as file:
            directory = json.load(file)
        for person in directory.get("people", []):
            self.add_person(person)
        for service in directory.get("services", []):
            self.add_service(service)

    def add_person(self, person):
        user, _ = get_user_model().objects.get_or_create(username=person["username"])
        user.set_password(person["password"])
        user.save()
        # Kept in django-cas-server's own table; campus_cas.auth.DirectoryUser releases them.
        stored, _ = UserAttributes.objects.get_or_create(username=user.username)
        stored.attributs = person.get("attributes", {})
        stored.save()

    def add_service(self, service):
        pattern, _ = ServicePattern.objects.update_or_create(
            name=service["name"],
            defaults={
                "pattern": service["pattern"],
                "single_log_out": bool(service.get("singleLogout")),
                # Where single logout requests go; empty: to the service URL itself.
                "single_log_out_callback": service.get("logoutCallback", ""),
            },
        )
        # "*": every attribute of the person is released to the service.
        ReplaceAttributName.objects.get_or_create(name="*", replace="", service_pattern=pattern)
