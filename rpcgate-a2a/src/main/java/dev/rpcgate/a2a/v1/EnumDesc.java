package dev.rpcgate.a2a.v1;

/** A compiled proto enum: its value names and numbers in declaration order. */
final class EnumDesc {
    final String name;
    final String[] names;
    final int[] numbers;

    EnumDesc(String name, String[] names, int[] numbers) {
        this.name = name;
        this.names = names;
        this.numbers = numbers;
        for (int i = 0; i < names.length; i++) {
            names[i] = names[i].intern();
        }
    }

    /** The index of a value name, or -1. */
    int indexOfName(String value) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] == value) {
                return i;
            }
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(value)) {
                return i;
            }
        }
        return -1;
    }

    /** The index of a value number, or -1. */
    int indexOfNumber(long number) {
        for (int i = 0; i < numbers.length; i++) {
            if (numbers[i] == number) {
                return i;
            }
        }
        return -1;
    }

    /** The value names, for messages to people. */
    String list() {
        return String.join(", ", names);
    }
}
