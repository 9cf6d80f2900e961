package dev.rpcgate.smithy.payload;

/**
 * A structure or union member as the wire sees it, resolved at compile time.
 *
 * @param wireName  the JSON member name (Smithy name or jsonName, per policy), interned so look-ups in read objects,
 *                  whose names are interned too, usually succeed on identity
 * @param owner     the finding owner: the containing shape and this member's full id
 * @param validator the member's value contract
 * @param required  whether the member is {@code @required}
 */
record MemberSlot(String wireName, FindingOwner owner, PayloadValidator validator, boolean required) {
}
