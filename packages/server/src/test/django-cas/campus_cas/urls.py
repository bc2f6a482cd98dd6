"""The CAS server under /cas/, as schools run it (https://cas.school.edu.cn/cas/login)."""
from django.urls import include, path

urlpatterns = [
    path("cas/", include("cas_server.urls", namespace="cas_server")),
]
