package dev.rpcgate.gateway.config;

import dev.rpcgate.core.json.JsonArray;
import dev.rpcgate.core.json.JsonBoolean;
import dev.rpcgate.core.json.JsonNull;
import dev.rpcgate.core.json.JsonNumber;
import dev.rpcgate.core.json.JsonObject;
import dev.rpcgate.core.json.JsonString;
import dev.rpcgate.core.json.JsonValue;
import dev.rpcgate.core.json.JsonWriter;
import dev.rpcgate.core.json.SourceLocation;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * A YAML document as the same JSON tree a JSON configuration gives, with each value's location kept by JSON Pointer
 * (the tree's values carry none). Only YAML's JSON-compatible core is accepted: mappings with scalar keys, sequences,
 * strings, numbers, booleans, null; duplicate keys and several documents are problems. Aliases are bounded by
 * snakeyaml's limits.
 */
final class YamlTree {
    private final String source;
    private final Map<String, SourceLocation> locations;
    private final List<ConfigProblem> problems;

    private YamlTree(String source, Map<String, SourceLocation> locations, List<ConfigProblem> problems) {
        this.source = source;
        this.locations = locations;
        this.problems = problems;
    }

    /** Reads {@code text}: the tree, or {@code null} with problems added. */
    static JsonValue read(String text, String source, Map<String, SourceLocation> locations,
            List<ConfigProblem> problems) {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(20);
        options.setCodePointLimit(1024 * 1024);
        Yaml yaml = new Yaml(options);
        List<Node> documents = new ArrayList<>();
        try {
            for (Node n : yaml.composeAll(new StringReader(text))) {
                documents.add(n);
            }
        } catch (MarkedYAMLException e) {
            String what = e.getProblem() == null ? "not valid YAML" : "not valid YAML: " + e.getProblem();
            problems.add(new ConfigProblem(source, at(e.getProblemMark()), "", what));
            return null;
        } catch (YAMLException e) {
            problems.add(new ConfigProblem(source, null, "", "not valid YAML: " + e.getMessage()));
            return null;
        }
        if (documents.isEmpty()) {
            return JsonObject.builder().build(); // an empty file: every default
        }
        if (documents.size() > 1) {
            problems.add(new ConfigProblem(source, at(documents.get(1).getStartMark()), "",
                    "the file holds several YAML documents; a configuration is one"));
            return null;
        }
        return new YamlTree(source, locations, problems).convert(documents.get(0), "", "");
    }

    private JsonValue convert(Node node, String pointer, String key) {
        locations.put(pointer, at(node.getStartMark()));
        if (node instanceof MappingNode m) {
            JsonObject.Builder b = JsonObject.builder();
            Set<String> seen = new HashSet<>();
            for (NodeTuple t : m.getValue()) {
                if (!(t.getKeyNode() instanceof ScalarNode k)) {
                    problems.add(new ConfigProblem(source, at(t.getKeyNode().getStartMark()), key,
                            "a key must be a plain string"));
                    continue;
                }
                String name = k.getValue();
                if (!seen.add(name)) {
                    problems.add(new ConfigProblem(source, at(k.getStartMark()), key,
                            "duplicate key " + JsonWriter.write(JsonString.of(name))));
                    continue;
                }
                b.put(name, convert(t.getValueNode(), pointer + "/" + JsonWriter.pointerToken(name),
                        key.isEmpty() ? name : key + "." + name));
            }
            return b.build();
        }
        if (node instanceof SequenceNode s) {
            List<JsonValue> out = new ArrayList<>();
            for (int i = 0; i < s.getValue().size(); i++) {
                out.add(convert(s.getValue().get(i), pointer + "/" + i, key + "[" + i + "]"));
            }
            return JsonArray.of(out);
        }
        ScalarNode scalar = (ScalarNode) node;
        String v = scalar.getValue();
        Tag tag = scalar.getTag();
        if (Tag.NULL.equals(tag)) {
            return JsonNull.NULL;
        }
        if (Tag.BOOL.equals(tag)) {
            return JsonBoolean.of(v.equalsIgnoreCase("true") || v.equalsIgnoreCase("yes") || v.equalsIgnoreCase("on")
                    || v.equalsIgnoreCase("y"));
        }
        if (Tag.INT.equals(tag) || Tag.FLOAT.equals(tag)) {
            try {
                return JsonNumber.parse(v.startsWith("+") ? v.substring(1) : v);
            } catch (IllegalArgumentException e) {
                return JsonString.of(v); // 0x1F, 1_000, .inf: not numbers a JSON file could hold, so reported as text
            }
        }
        return JsonString.of(v);
    }

    private static SourceLocation at(Mark mark) {
        return mark == null ? null : SourceLocation.ofLineColumn(mark.getLine() + 1, mark.getColumn() + 1);
    }
}
