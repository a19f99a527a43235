"""Which settings are secrets (issue 23 §2): a base URL or a HOME path a server echoes is not a
secret; a setting named like a token is; a config declaration overrides the guess both ways;
an encoded echo (base64) of a secret is caught too. Real server processes throughout."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from mcpcheck.models import ServerTarget, Transport, credential_like, secret_name
from mcpcheck.snapshots.redaction import MARKER, known_secrets
from tests.conftest import PY, RAW_STDIO, raw_server, run_cli

TOKEN = "tok-4f7a9b2c81d0e5"


def _echo(*placeholders: str) -> list[str]:
    """A raw server whose one tool's description echoes the given <env:X>/<base64:X>."""
    tools = [{"name": "info", "description": "Backend: " + " ".join(placeholders) + ".",
              "inputSchema": {"type": "object"}}]
    return raw_server("--expand-env", "--tools-json", json.dumps(tools))


def _snapshot(tmp_path: Path, *args: str) -> tuple[int, dict, str]:  # type: ignore[type-arg]
    snap = tmp_path / "s.json"
    run = run_cli("snapshot", "--snapshot", str(snap), "--update", "-f", "json", *args)
    assert run.code in (0, 1), run.out + run.err
    return run.code, run.json(), snap.read_text()


def _leaks(report: dict) -> list[tuple[str, str, str]]:  # type: ignore[type-arg]
    return [(f["rule"], f["tool"], f["path"]) for f in report["servers"][0]["findings"]
            if f["rule"] == "secret-in-metadata"]


def test_a_base_url_and_a_home_path_are_not_secrets(tmp_path: Path) -> None:
    home = str(tmp_path / "home")
    code, report, stored = _snapshot(
        tmp_path, "--env", "JIRA_URL=http://127.0.0.1:9", "--env", f"HOME={home}",
        "--", *_echo("<env:JIRA_URL>", "<env:HOME>"))
    assert code == 0, report
    assert _leaks(report) == []
    description = json.loads(stored)["tools"][0]["definition"]["description"]
    assert description == f"Backend: http://127.0.0.1:9 {home}."


def test_a_token_setting_is_a_secret_and_its_base64_echo_too(tmp_path: Path) -> None:
    code, report, stored = _snapshot(
        tmp_path, "--env", f"API_TOKEN={TOKEN}", "--",
        *_echo("<env:API_TOKEN>", "<base64:API_TOKEN>"))
    assert code == 1
    assert _leaks(report) == [("secret-in-metadata", "info", "/description")] * 2
    messages = [f["message"] for f in report["servers"][0]["findings"]]
    assert [m.split("value of ")[1].split(" in ")[0] for m in messages] == [
        "env API_TOKEN", "env API_TOKEN (base64)"]
    encoded = base64.b64encode(TOKEN.encode()).decode()
    for text in (stored, json.dumps(report)):
        assert TOKEN not in text and encoded not in text
    description = json.loads(stored)["tools"][0]["definition"]["description"]
    assert description == f"Backend: {MARKER} {MARKER}."


def _config(tmp_path: Path, env: dict[str, str], declared: str) -> Path:
    tools = [{"name": "info", "description": "Backend: <env:SERVICE> <env:API_TOKEN>.",
              "inputSchema": {"type": "object"}}]
    config = tmp_path / "mcpcheck.toml"
    config.write_text(
        f'[servers.echo]\ncommand = "{PY}"\n'
        f'args = [{json.dumps(str(RAW_STDIO))}, "--expand-env", "--tools-json", '
        f"{json.dumps(json.dumps(tools))}]\n"
        f"env = {{ {', '.join(f'{k} = {json.dumps(v)}' for k, v in env.items())} }}\n"
        f"lint = false\n{declared}")
    return config


@pytest.mark.parametrize(("declared", "leaked"), [
    ("", ["env API_TOKEN"]),
    ("secrets = { SERVICE = true }\n", ["env API_TOKEN", "env SERVICE"]),
    ("secrets = { API_TOKEN = false }\n", []),
    ("secrets = { API_TOKEN = false, SERVICE = true }\n", ["env SERVICE"]),
])
def test_config_declares_settings_secret_or_public(tmp_path: Path, declared: str,
                                                   leaked: list[str]) -> None:
    config = _config(tmp_path, {"SERVICE": "acme-prod-eu", "API_TOKEN": "not-really-1"},
                     declared)
    run = run_cli("snapshot", "--config", str(config), "--update", "-f", "json", cwd=tmp_path)
    assert run.code == (1 if leaked else 0), run.out + run.err
    messages = [f["message"] for f in run.json()["servers"][0]["findings"]]
    assert sorted(m.split("value of ")[1].split(" in ")[0] for m in messages) == leaked
    stored = (tmp_path / "snapshots" / "echo.json").read_text()
    for name, value in (("env SERVICE", "acme-prod-eu"), ("env API_TOKEN", "not-really-1")):
        assert (value in stored) == (name not in leaked), (name, stored)


def test_a_bad_declaration_is_a_usage_error(tmp_path: Path) -> None:
    config = _config(tmp_path, {"SERVICE": "x"}, 'secrets = { SERVICE = "yes" }\n')
    run = run_cli("snapshot", "--config", str(config), cwd=tmp_path)
    assert run.code == 2
    assert "echo.secrets.SERVICE: expected true or false" in run.err


@pytest.mark.parametrize("name", ["API_TOKEN", "GITHUB_PERSONAL_ACCESS_TOKEN", "OPENAI_API_KEY",
                                  "apiKey", "DB_PASSWORD", "PGPASSWD", "SMTP_PASS", "AUTH",
                                  "Authorization", "Proxy-Authorization", "Cookie", "X-Api-Key",
                                  "SENTRY_DSN", "SESSION_ID", "PRIVATE_KEY_PATH", "CLIENT_SECRET",
                                  "AWS_SECRET_ACCESS_KEY", "MY_CREDENTIALS"])
def test_names_that_say_secret(name: str) -> None:
    assert secret_name(name)


@pytest.mark.parametrize("name", ["JIRA_URL", "HOME", "PATH", "PWD", "LOG_LEVEL", "DEBUG",
                                  "AUTHOR_NAME", "MONKEY", "PASSTHROUGH_MODE", "Accept",
                                  "BASE_DIR", "KEYBOARD", "X-Tenant"])
def test_names_that_do_not(name: str) -> None:
    assert not secret_name(name)


@pytest.mark.parametrize(("value", "secret"), [
    ("ghp_abcdefghijklmnopqrstuvwxyz0123456789", True),
    ("sk-proj-1234567890abcdef", True),
    ("xoxb-12345-67890-abcdef", True),
    ("AKIAIOSFODNN7EXAMPLE", True),
    ("Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg", True),
    ("http://127.0.0.1:9", False), ("/home/someone/projects", False), ("db.example.com", False),
    ("8080", False), ("true", False), ("production", False), ("us-east-1", False),
])
def test_values_that_look_like_credentials(value: str, secret: bool) -> None:
    assert credential_like(value) is secret


def test_url_credentials_in_a_value_and_the_target_url() -> None:
    target = ServerTarget(
        name="x", transport=Transport.HTTP,
        url="http://u:pa55word@h/mcp?key=k3y-value&page=120000",
        env=(("DATABASE_URL", "postgres://app:hunter22@db/app"), ("JIRA_URL", "http://j:9/x")))
    found = dict(known_secrets(target))
    assert found["pa55word"] == "URL credentials"
    assert found["k3y-value"] == "URL query"
    assert found["hunter22"] == "env DATABASE_URL"
    assert "120000" not in found and "http://j:9/x" not in found


def test_the_encodings_a_server_can_echo() -> None:
    from mcpcheck.models import encodings

    forms = dict(encodings("A1B2C3D4E5F60718"))
    assert forms["a1b2c3d4e5f60718"] == "lower case"
    assert forms["QTFCMkMzRDRFNUY2MDcxOA=="] == "base64"
    assert forms["QTFCMkMzRDRFNUY2MDcxOA"] == "base64"
    assert dict(encodings("p@ss/w0rd+x"))["p%40ss%2Fw0rd%2Bx"] == "URL-encoded"
    assert "lower case" not in dict(encodings("not-hex-token")).values()
