/**
 * Reads one top-level string field out of a JSON object while the object streams in, chunk by chunk, and returns
 * the field's decoded text as it arrives. A model asked for a JSON answer writes its explanation inside that JSON;
 * this lets the reader see the explanation being written instead of raw JSON, without waiting for the whole answer.
 */
export function createFieldReader(field: string): (chunk: string) => string {
  const containers: string[] = [];
  let inString = false;
  let stringIsKey = false;
  let expectingKey = false;
  let escape = "";
  let key = "";
  let lastKey = "";

  function capturing() {
    return !stringIsKey && containers.length === 1 && containers[0] === "{" && lastKey === field;
  }

  function take(char: string): string {
    if (stringIsKey) {
      key += char;
      return "";
    }
    return capturing() ? char : "";
  }

  function readInString(char: string): string {
    if (escape) {
      escape += char;
      if (escape[1] !== "u") {
        escape = "";
        return take(simpleEscapes[char] ?? char);
      }
      if (escape.length < 6) return "";
      const code = parseInt(escape.slice(2), 16);
      escape = "";
      return take(String.fromCharCode(code));
    }
    if (char === "\\") {
      escape = char;
      return "";
    }
    if (char !== '"') return take(char);
    inString = false;
    if (stringIsKey && containers.length === 1) lastKey = key;
    return "";
  }

  function readOutside(char: string) {
    const top = containers.at(-1);
    if (char === '"') {
      inString = true;
      stringIsKey = top === "{" && expectingKey;
      key = "";
    } else if (char === "{" || char === "[") {
      containers.push(char);
      expectingKey = char === "{";
    } else if (char === "}" || char === "]") {
      containers.pop();
    } else if (char === ",") {
      expectingKey = top === "{";
    } else if (char === ":") {
      expectingKey = false;
    }
  }

  return (chunk) => {
    let text = "";
    for (const char of chunk) {
      if (inString) text += readInString(char);
      else readOutside(char);
    }
    return text;
  };
}

const simpleEscapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };
