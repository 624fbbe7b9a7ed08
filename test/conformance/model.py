# The conformance scripts run after this module, in its namespace; it defines nothing,
# so each script is a self-contained Python program.
