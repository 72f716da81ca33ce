// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// Pays many holders in one transaction. Every transfer goes straight from the caller to the
/// holder (transferFrom, after the caller's approval), so each payment is a Transfer event from
/// the treasury, read by reconciliation exactly as a one-by-one transfer is. Holds nothing.
contract Disperse {
    using SafeERC20 for IERC20;

    error LengthMismatch();

    function disperseToken(IERC20 token, address[] calldata recipients, uint256[] calldata values)
        external
    {
        if (recipients.length != values.length) revert LengthMismatch();
        for (uint256 i = 0; i < recipients.length; i++) {
            token.safeTransferFrom(msg.sender, recipients[i], values[i]);
        }
    }
}
