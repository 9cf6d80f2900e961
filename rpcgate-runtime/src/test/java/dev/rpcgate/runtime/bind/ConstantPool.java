package dev.rpcgate.runtime.bind;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The methods a class file calls, read from its constant pool: every method and interface-method reference, as
 * {@code owner.name} with the owner in internal form ({@code java/lang/Class.getMethods}). Enough of the class file
 * format (JVMS 4.4) to prove what a class can call, without a bytecode library.
 */
final class ConstantPool {
    private ConstantPool() {
    }

    static List<String> methodReferences(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        int[] tags = new int[count];
        String[] utf8 = new String[count];
        int[] first = new int[count];
        int[] second = new int[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            tags[i] = tag;
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++; // a long or double takes two entries
                }
                case 7, 8, 16, 19, 20 -> first[i] = in.readUnsignedShort();
                case 9, 10, 11, 12, 17, 18 -> {
                    first[i] = in.readUnsignedShort();
                    second[i] = in.readUnsignedShort();
                }
                case 15 -> {
                    in.readUnsignedByte();
                    first[i] = in.readUnsignedShort();
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            if (tags[i] == 10 || tags[i] == 11) {
                String owner = utf8[first[first[i]]];
                String name = utf8[first[second[i]]];
                out.add(owner + "." + name);
            }
        }
        return out;
    }
}
