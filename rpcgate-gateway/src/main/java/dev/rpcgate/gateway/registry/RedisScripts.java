package dev.rpcgate.gateway.registry;

/**
 * The Lua scripts the Redis registry runs, so each operation is one atomic round trip. Times come from the Redis
 * server's own clock ({@code TIME}), so gateways with skewed clocks agree on expiry. Layout: one string key per agent
 * ({@code <prefix>agent:<id>}, the registration as JSON starting with its {@code ttlMillis}, expiring with the
 * agent) and one sorted set ({@code <prefix>agents}, id scored by expiry time) that bounds the count and lists agents
 * without scanning the key space.
 */
final class RedisScripts {
    private RedisScripts() {
    }

    private static final String NOW = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            """;

    /** KEYS agent, index; ARGV id, json, ttlMillis, maxAgents → expiry (ms since the epoch) or -1 when full. */
    static final String REGISTER = NOW + """
            redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
            if not redis.call('ZSCORE', KEYS[2], ARGV[1]) and redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then
              return -1
            end
            local ttl = tonumber(ARGV[3])
            redis.call('SET', KEYS[1], ARGV[2], 'PX', ttl)
            redis.call('ZADD', KEYS[2], now + ttl, ARGV[1])
            return now + ttl
            """;

    /** KEYS agent, index; ARGV id → new expiry (ms since the epoch) or -1 when no live agent has that id. */
    static final String HEARTBEAT = NOW + """
            local v = redis.call('GET', KEYS[1])
            if not v then return -1 end
            local ttl = tonumber(string.match(v, '^{"ttlMillis":(%d+),'))
            if not ttl then return -1 end
            redis.call('PEXPIRE', KEYS[1], ttl)
            redis.call('ZADD', KEYS[2], now + ttl, ARGV[1])
            return now + ttl
            """;

    /** KEYS agent → {pttl, json} or nil when absent. */
    static final String FIND = """
            local p = redis.call('PTTL', KEYS[1])
            if p <= 0 then return false end
            return {p, redis.call('GET', KEYS[1])}
            """;

    /** KEYS index; ARGV agent key prefix → flat {pttl, json, pttl, json, …} of live agents. */
    static final String LIST = NOW + """
            redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
            local out = {}
            for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
              local k = ARGV[1] .. id
              local p = redis.call('PTTL', k)
              if p > 0 then
                local v = redis.call('GET', k)
                if v then
                  table.insert(out, p)
                  table.insert(out, v)
                end
              end
            end
            return out
            """;

    /** KEYS agent, index; ARGV id → 1 when a live agent was removed, else 0. */
    static final String REMOVE = """
            redis.call('ZREM', KEYS[2], ARGV[1])
            return redis.call('DEL', KEYS[1])
            """;
}
