// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// The Real Estate Network Token: a fixed supply minted once to the treasury, nothing else.
/// Deployed by the local chain stand-in and on test networks; the team deploys its own on mainnet.
contract RentToken is ERC20 {
    constructor(address treasury, uint256 supply) ERC20("Real Estate Network Token", "RENT") {
        _mint(treasury, supply);
    }
}
