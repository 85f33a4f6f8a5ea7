import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;

/**
 * A MongoDB wire-protocol server in memory for the integration tests: binds 127.0.0.1 on a free port, prints
 * the port on one line, and stops when its standard input closes or on SIGTERM.
 */
public final class MongoServerLauncher {
  /**
   * MongoDB 5.0 as the Node driver must see it: wire version 13. The library's own MONGO_5_0 reports wire 8,
   * below the driver's minimum of 9, and the driver refuses to talk to it.
   */
  private enum Mongo50 implements MongoVersion {
    INSTANCE;

    @Override
    public List<Integer> getVersionArray() {
      return List.of(5, 0, 0);
    }

    @Override
    public int getWireVersion() {
      return 13;
    }
  }

  /**
   * The backend behind one lock: the memory backend is not safe under concurrent commands. Index builds, collection
   * creation and inserts from several connections share unsynchronised lists, and a race answers "Unknown error: null"
   * (a ConcurrentModificationException) to an insert that MongoDB itself would accept. Tests measure the services,
   * not this server's throughput, so commands run one at a time.
   */
  private static MongoBackend oneAtATime(MongoBackend backend) {
    Object lock = new Object();
    return (MongoBackend)
        Proxy.newProxyInstance(
            MongoBackend.class.getClassLoader(),
            new Class<?>[] {MongoBackend.class},
            (proxy, method, arguments) -> {
              synchronized (lock) {
                try {
                  return method.invoke(backend, arguments);
                } catch (InvocationTargetException e) {
                  throw e.getCause();
                }
              }
            });
  }

  public static void main(String[] args) throws IOException {
    // slf4j-simple logs to stderr, which the tests show when the server fails; connections are not news.
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    MongoServer server = new MongoServer(oneAtATime(new MemoryBackend().version(Mongo50.INSTANCE)));
    server.bind("127.0.0.1", 0);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    System.out.println(server.getLocalAddress().getPort());
    System.out.flush();
    InputStream in = System.in;
    while (in.read() != -1) {
      // the parent holds the pipe open while it needs the server
    }
    System.exit(0);
  }
}
