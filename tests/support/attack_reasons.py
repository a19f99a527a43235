"""Parts of the reasons the lint's findings give, under the names the multilingual attack tables
use: a row names the part its finding's message must hold, instead of spelling it again in every
row (test_languages_more and test_generalize_languages)."""

DARK = "keep the user in the dark"
HIDDEN = "keep something from the user"
LEFT_OUT = "left out of what the user is told"
VOID = "says earlier instructions no longer apply"
SKIP_CONFIRMATION = "skip confirmation"
PRE_APPROVAL = "claims pre-approval"
CONVERSATION = "asks for the conversation, system prompt"
ENV_VARS = "asks to read or send environment variables"
KEY_FILE = "asks to read or send a key file"
OUTPUT_RAISED = "raises what the tool returns"
OTHER_TOOLS = "instructions about other tools"
THROUGH_THIS_TOOL = "another tool's use through this tool"
BY_CATEGORY = "by category"
DATA_TO_ADDRESS = "the user's data to an address"
