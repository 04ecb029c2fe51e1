""""Why not?" for Junta: the shared answers (engine/whynot.py) read the offered choices and their rules; a click
while another player decides names the phase order of the coup (2.1)."""

TURN_RULE = "2.1"
