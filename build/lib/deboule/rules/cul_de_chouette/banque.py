"""Banque arithmetic (RULINGS C7) and the Chante-Sloubi handicap (C6): pure integer functions."""

from __future__ import annotations


def round_half_up(numerator: int, denominator: int) -> int:
    """Nearest integer of numerator/denominator, halves rounded up (for non-negative values)."""
    if denominator <= 0:
        raise ValueError("denominator must be positive")
    if numerator < 0:
        return -round_half_up(-numerator, denominator)
    return (2 * numerator + denominator) // (2 * denominator)


def interest(balance: int, rate_pct: int = 17) -> int:
    """C7: interest credited at the start of the owner's turn, rounded to the nearest point."""
    return round_half_up(balance * rate_pct, 100) if balance > 0 else 0


def withdrawal_fee(amount: int, fee_pct: int = 21) -> int:
    """C7: "retirer ses points coûte 21% du retrait", rounded to the nearest point."""
    return round_half_up(amount * fee_pct, 100)


def deposit_unit(first_unit: int, raitournelles: int) -> int:
    """Deposits are multiples of 16, of 17 after the first Raitournelle, and so on (C7)."""
    return first_unit + raitournelles


def sloubi_handicap(first: int, second: int, turns_played: int, rounding: str = "trunc") -> int:
    """C6: (first - second) x turns played / 10, truncated (C6) or rounded (the seed's example)."""
    numerator = (first - second) * turns_played
    if rounding == "trunc":
        return int(numerator / 10) if numerator >= 0 else -int(-numerator / 10)
    if rounding == "round":
        return round_half_up(numerator, 10)
    raise ValueError(f"unknown rounding {rounding!r}")


def sloubi_bonus(handicap: int, factor_pct: int = 150) -> int:
    """C6: x 1.5, rounded (the seed: 25 x 1.5 = 37.5 -> 38)."""
    return round_half_up(handicap * factor_pct, 100)


def sloubi_sung(presses_ms, target: int, per_sloubi_ms: int = 1000) -> bool:
    """C6: one press per Sloubi, up to the number, within 1 s per Sloubi (from the previous one)."""
    presses = list(presses_ms)
    if target <= 0 or len(presses) != target:
        return False
    previous = 0
    for t in presses:
        if t < previous or t - previous > per_sloubi_ms:
            return False
        previous = t
    return True
