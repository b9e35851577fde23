"""Printing and exports, Qt-free: HTML for the printed documents (`documents`, from the plain
data `gather` reads), standings as CSV/XLSX (`tables`), the EMA ranking results file (`ema`),
and the whole tournament as JSON with its import (`json_io`).

The Qt side that lays the HTML out on pages lives in ui/printing.
"""
