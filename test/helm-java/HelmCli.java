import com.marcnuri.helm.Helm;
import com.marcnuri.helm.LintResult;
import com.marcnuri.helm.TemplateCommand;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Helm through helm-java, for the deployment checks: several jobs in one JVM (the native library loads once).
 *
 * <pre>
 *   java -cp '.cache/helm-java/lib/*' HelmCli.java \
 *     lint CHART_DIR \
 *     template CHART_DIR RELEASE NAMESPACE KUBE_VERSION OUT_FILE [VALUES_FILE...] --
 * </pre>
 *
 * lint runs `helm lint --strict` (with the chart's own values) and prints each message; template writes the
 * rendered manifests (`helm template`, without hooks) to OUT_FILE. Exit code 1 when a lint fails or a template
 * cannot be rendered (the error is printed), 2 on bad arguments.
 */
public class HelmCli {
  public static void main(String[] args) throws Exception {
    boolean failed = false;
    int i = 0;
    while (i < args.length) {
      String job = args[i++];
      if (job.equals("lint") && i < args.length) {
        Path chart = Path.of(args[i++]);
        LintResult result = new Helm(chart).lint().strict().call();
        for (String message : result.getMessages()) System.out.println("lint " + chart + ": " + message);
        System.out.println("lint " + chart + ": " + (result.isFailed() ? "FAILED" : "passed"));
        failed |= result.isFailed();
      } else if (job.equals("template") && i + 5 <= args.length) {
        Path chart = Path.of(args[i++]);
        TemplateCommand template =
            new Helm(chart)
                .template()
                .withName(args[i++])
                .withNamespace(args[i++])
                .withKubeVersion(args[i++]);
        Path out = Path.of(args[i++]);
        while (i < args.length && !args[i].equals("--")) template.withValuesFile(Path.of(args[i++]));
        i++; // the "--" that ends the values files
        try {
          Files.writeString(out, template.call(), StandardCharsets.UTF_8);
          System.out.println("template " + out + ": passed");
        } catch (RuntimeException error) {
          System.out.println("template " + out + ": FAILED " + error.getMessage());
          failed = true;
        }
      } else {
        System.err.println("usage: HelmCli (lint CHART | template CHART RELEASE NAMESPACE KUBE_VERSION OUT [VALUES...] --)...");
        System.exit(2);
      }
    }
    System.exit(failed ? 1 : 0);
  }
}
